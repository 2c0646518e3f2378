import "./styles.css";
export { LobbyPage, ProviderPage, TopGamesPage } from "./ui/lobby-page";
