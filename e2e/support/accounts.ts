/** The administrator the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = {
  email: 'admin@e2e.lapm.test',
  password: 'Diaphragme-Ouvert-2025',
} as const;
