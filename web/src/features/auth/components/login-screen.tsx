import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SUPPORT_EMAIL } from '@shared/constants';
import { Banner } from '../../../components/banner';
import { Logo } from '../../../components/logo';
import { useDocumentTitle } from '../../../components/page-header';
import { PageSpinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { LOGIN_BACKGROUNDS, pickBackground } from './backgrounds';
import { LoginPanel } from './login-panel';
import { destinationAfterLogin } from './redirect';
import { errorBanner } from './form-errors';
import { LanguageChoice } from './language-choice';
import { ResetPanel } from './reset-panel';
import { SignUpPanel } from './sign-up-panel';
import './login-screen.css';
import { useT } from '../../../lib/i18n/use-t';

type Panel = 'login' | 'signup' | 'reset';

/**
 * The login screen: three panels — login, sign up (/register), reset password — over
 * one of six backgrounds. Authenticated visitors go back to where they came from (default /app).
 */
export function LoginScreen() {
  const { status, auth, sessionError } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const [background] = useState(() => pickBackground());
  const [resetMode, setResetMode] = useState(false);
  const [prefill, setPrefill] = useState<{ username: string; notice?: string; key: number }>({ username: '', key: 0 });
  const routePanel: Panel = location.pathname.startsWith('/register') ? 'signup' : 'login';
  const panel: Panel = resetMode ? 'reset' : routePanel;
  useDocumentTitle(t(panel === 'signup' ? 'auth.signUp' : panel === 'reset' ? 'auth.resetPassword' : 'auth.logIn'));

  if (status !== 'ready')
    return <PageSpinner label={t(status === 'leaving' ? 'status.signingOut' : 'status.checkingSession')} />;
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
        title={t(bg.name)}
      />
      <div className="login-screen__inner">
        <aside className="login-screen__brand">
          <Logo inverse />
          <p className="login-screen__tagline">{t('auth.tagline')}</p>
          <p className="login-screen__pitch">{t('auth.pitch')}</p>
        </aside>
        <main className="login-screen__card">
          {sessionError && panel === 'login' ? <Banner tone="error">{errorBanner(t, sessionError)}</Banner> : null}
          {toInvitation && panel !== 'reset' ? <Banner tone="info">{t('auth.invitationHint')}</Banner> : null}
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
              onConfirmed={(username) => backToLogin(username, t('auth.accountVerified'))}
            />
          ) : (
            <ResetPanel
              onShowLogin={() => show('login')}
              onDone={(username) => backToLogin(username, t('auth.resetDone'))}
            />
          )}
        </main>
      </div>
      <footer className="login-screen__footer">
        <Link to="/documentation">{t('auth.gettingStarted')}</Link>
        <span aria-hidden="true">·</span>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{t('shell.support')}</a>
        <span aria-hidden="true">·</span>
        <LanguageChoice />
      </footer>
    </div>
  );
}
