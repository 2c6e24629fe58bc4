// The signed-in app shell (issue #12): protected area, notifications, user menu, banners, error pages.
export const app = {
  'app.notifications.title': 'Notifications',
};
