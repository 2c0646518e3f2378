import "./styles.css";
export { Announcement, prefetchAnnouncement } from "./ui/announcement";
