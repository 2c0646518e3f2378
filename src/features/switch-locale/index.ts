export { LanguagePicker } from "./ui/language-picker";
