import { LoginScreen } from '../components/login-screen';

/** /login and /register: the login screen, which picks its panel from the path. */
export function LoginRoute() {
  return <LoginScreen />;
}
