/** The store of a signed-in staff member, for component tests of the staff pages. */
export const staffState = {
  auth: {
    token: 'tok-staff',
    persistence: 'local' as const,
    userInfo: { id: 1, email: 's@example.org', role: 'staff', first_name: 'Ada', last_name: 'Staff', is_staff: true },
  },
};
