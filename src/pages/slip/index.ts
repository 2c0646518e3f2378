export { SlipPage } from "./ui/slip-page";
