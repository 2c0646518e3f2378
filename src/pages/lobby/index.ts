import "./styles.css";
export { LobbyIntro, LobbyPage, ProviderPage, TopGamesPage } from "./ui/lobby-page";
