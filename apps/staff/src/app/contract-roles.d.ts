/** Each staff call's `roles` by the call's name; a call without `roles` is not listed (apps/staff/contract-roles.ts). */
declare module 'virtual:contract-roles' {
  const roles: Readonly<Record<string, readonly string[]>>;
  export default roles;
}
