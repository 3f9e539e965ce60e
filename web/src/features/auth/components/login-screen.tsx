import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SUPPORT_EMAIL } from '@shared/constants';
import { identityErrorBanner, identityNotices } from '@shared/messages';
import { Banner } from '../../../components/banner';
import { Logo } from '../../../components/logo';
import { useDocumentTitle } from '../../../components/page-header';
import { PageSpinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { LOGIN_BACKGROUNDS, pickBackground } from './backgrounds';
import { LoginPanel } from './login-panel';
import { destinationAfterLogin } from './redirect';
import { ResetPanel } from './reset-panel';
import { SignUpPanel } from './sign-up-panel';
import './login-screen.css';

type Panel = 'login' | 'signup' | 'reset';

/**
 * The login screen: three panels — login, sign up (/register), reset password — over
 * one of six backgrounds. Authenticated visitors go back to where they came from (default /app).
 */
export function LoginScreen() {
  const { status, auth, sessionError } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [background] = useState(() => pickBackground());
  const [resetMode, setResetMode] = useState(false);
  const [prefill, setPrefill] = useState<{ username: string; notice?: string; key: number }>({ username: '', key: 0 });
  const routePanel: Panel = location.pathname.startsWith('/register') ? 'signup' : 'login';
  const panel: Panel = resetMode ? 'reset' : routePanel;
  useDocumentTitle(panel === 'signup' ? 'Sign up' : panel === 'reset' ? 'Reset password' : 'Log in');

  if (status !== 'ready')
    return <PageSpinner label={status === 'leaving' ? 'Signing out…' : 'Checking your session…'} />;
  if (auth.isAuthenticated) return <Navigate to={destinationAfterLogin(location.state)} replace />;

  // /login and /register are two addresses of one screen; the original destination travels along.
  const show = (next: Panel) => {
    setResetMode(next === 'reset');
    if (next !== 'reset' && next !== routePanel)
      navigate(next === 'signup' ? '/register' : '/login', { replace: true, state: location.state });
  };
  const backToLogin = (username: string, notice?: string) => {
    setPrefill((p) => ({ username, notice, key: p.key + 1 }));
    show('login');
  };

  // Sent here by a farm invitation's link: after signing in (or up) the visitor goes back to it.
  const toInvitation = destinationAfterLogin(location.state).startsWith('/invite/');
  const bg = LOGIN_BACKGROUNDS[background]!;
  return (
    <div className="login-screen" data-background={background}>
      {/* Decoration: outside every landmark, so hidden from screen readers (its photo's name is on hover). */}
      <div
        className="login-screen__bg"
        style={{ backgroundImage: `url(${bg.file})` }}
        aria-hidden="true"
        title={bg.name}
      />
      <div className="login-screen__inner">
        <aside className="login-screen__brand">
          <Logo inverse />
          <p className="login-screen__tagline">Know when to water.</p>
          <p className="login-screen__pitch">
            Soil moisture at three depths, forecasts and local weather for every field — in one place.
          </p>
        </aside>
        <main className="login-screen__card">
          {sessionError && panel === 'login' ? <Banner tone="error">{identityErrorBanner(sessionError)}</Banner> : null}
          {toInvitation && panel !== 'reset' ? (
            <Banner tone="info">
              Log in, or create an account with the e-mail address the invitation was sent to, to accept it.
            </Banner>
          ) : null}
          {panel === 'login' ? (
            <LoginPanel
              key={prefill.key}
              defaultUsername={prefill.username}
              notice={prefill.notice}
              onShowSignUp={() => show('signup')}
              onShowReset={() => show('reset')}
            />
          ) : panel === 'signup' ? (
            <SignUpPanel
              onShowLogin={() => show('login')}
              onConfirmed={(username) => backToLogin(username, identityNotices.accountVerified)}
            />
          ) : (
            <ResetPanel
              onShowLogin={() => show('login')}
              onDone={(username) => backToLogin(username, identityNotices.resetDone)}
            />
          )}
        </main>
      </div>
      <footer className="login-screen__footer">
        <Link to="/documentation">Getting started</Link>
        <span aria-hidden="true">·</span>
        <a href={`mailto:${SUPPORT_EMAIL}`}>Support</a>
      </footer>
    </div>
  );
}
