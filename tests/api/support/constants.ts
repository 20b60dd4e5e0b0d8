/** The password of every sandbox user in the template database. */
export const SANDBOX_PASSWORD = 'Sandbox-2026!';

/** The migrated and seeded database each test file clones. */
export const TEMPLATE_DATABASE = 'dockhand_template';
