export { NotificationsSwitch } from "./ui/notifications-switch";
export { PushPrompt } from "./ui/push-prompt";
