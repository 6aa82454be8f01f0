// Paths the session and the guard send people to, apart from the route table: the session machine
// needs them at start, and the table lazily imports every page.

/** Path of the forced password change (spec: "everything redirects to change-password"). */
export const CHANGE_PASSWORD_PATH = '/profile/change-password';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
