import "./styles.css";
export { LanguagePicker } from "./ui/language-picker";
