import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Loading, useStores } from '@storefront/shared';
import { loginTarget } from '../member-menu/login-target';
import { homeRedirect } from './home-redirect';

type HomeOption = 'login' | 'membership' | 'guest';

const OPTION_TEXT: Record<HomeOption, { title: string; text: string; link: string }> = {
  login: { title: 'Members', text: 'Log in to use your membership.', link: 'Login' },
  membership: { title: 'Become a member', text: 'Join to enjoy member benefits all year.', link: 'Become a member' },
  guest: { title: 'Visitors', text: 'Buy tickets without an account.', link: 'Continue as guest' },
};

/**
 * Home `/` (spec 03 §2.1, §2.2): without membership presell it goes to the admission event;
 * a member goes to the events; anyone else chooses login, membership or guest, in the
 * seller's order, or asks for the confirmation again.
 */
export const HomePage = observer(function HomePage() {
  const { session, config } = useStores();

  useEffect(() => {
    document.title = `Home | ${config.sellerName}`;
  }, [config.sellerName]);

  const onward = homeRedirect(config, session);
  if (onward) return <Navigate to={onward} replace />;
  if (session.status === 'unknown') return <Loading label="Loading" />;

  const login = loginTarget(config, { redirectPath: '/events', cartId: null });
  const linkTo = (option: HomeOption) => {
    const text = OPTION_TEXT[option].link;
    if (option === 'membership') return <Link to="/membership">{text}</Link>;
    if (option === 'guest') return <Link to="/events">{text}</Link>;
    return login.kind === 'screen' ? <Link to={login.to}>{text}</Link> : <a href={login.href}>{text}</a>;
  };

  return (
    <section className="acc-home" aria-labelledby="acc-home-title">
      <h1 id="acc-home-title">Welcome to {config.sellerName}</h1>
      <ul className="acc-home__options">
        {config.homeOptions.map((option) => (
          <li key={option} className="acc-home__option">
            <h2>{OPTION_TEXT[option].title}</h2>
            <p>{OPTION_TEXT[option].text}</p>
            {linkTo(option)}
          </li>
        ))}
      </ul>
      <p className="acc-home__resend">
        Already bought tickets? <Link to="/resend">Resend your confirmation</Link>
      </p>
    </section>
  );
});
