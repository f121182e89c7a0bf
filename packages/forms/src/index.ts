export { LoginForm } from './LoginForm/LoginForm.tsx';
export type { LoginFormProps } from './LoginForm/LoginForm.tsx';
