import "./styles.css";
export { HomePage } from "./ui/home-page";
