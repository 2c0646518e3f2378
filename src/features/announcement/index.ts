export { Announcement, prefetchAnnouncement } from "./ui/announcement";
