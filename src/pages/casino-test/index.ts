export { CasinoTestPage } from "./ui/casino-test-page";
