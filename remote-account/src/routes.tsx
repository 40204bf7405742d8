import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@storefront/shared';
import { LoginPage } from './login/login-page';
import { LogoutPage } from './logout/logout-page';
import './account.css';

/** The account team's screens (spec 03 §2.1). My account, memberships and password flows come later. */
export default function AccountRoutes() {
  return (
    <div className="acc-region">
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
