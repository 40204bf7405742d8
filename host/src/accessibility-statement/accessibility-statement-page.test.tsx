import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RootStore, StoreProvider, type ApiSellerConfig } from '@storefront/shared';
import { fakeApi, memoryStorage, testPageConfig } from '@storefront/shared/testing';
import { AccessibilityStatementPage } from './accessibility-statement-page';
import { CONFORMANCE_CHECKS, KNOWN_LIMITATIONS } from './conformance-checks';

function renderPage({ name = 'Harbour Zoo', web = {} }: { name?: string; web?: ApiSellerConfig['web'] } = {}) {
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, name, timezone: 'Europe/London', web } };
  const store = new RootStore({ pageConfig, api: fakeApi(), storage: memoryStorage() });
  render(
    <MemoryRouter>
      <StoreProvider store={store}>
        <AccessibilityStatementPage />
      </StoreProvider>
    </MemoryRouter>,
  );
}

const reportSection = () => screen.getByRole('region', { name: 'Report a problem' });

describe('AccessibilityStatementPage', () => {
  it("states the aim and the seller, and titles the page in the storefront's style", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getByText(/online ticket shop of Harbour Zoo\./)).toHaveTextContent(
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA',
    );
    expect(document.title).toBe('Accessibility statement | Harbour Zoo');
  });

  it('lists every check the tests make, with its success criteria, and nothing else', () => {
    renderPage();
    const checks = screen.getByRole('region', { name: 'What our tests check' });
    const items = within(checks).getAllByRole('listitem');
    expect(items).toHaveLength(CONFORMANCE_CHECKS.length);
    CONFORMANCE_CHECKS.forEach((check, i) => {
      expect(within(items[i]!).getByRole('heading', { level: 3 })).toHaveTextContent(check.title);
      expect(items[i]).toHaveTextContent(check.description);
      expect(items[i]).toHaveTextContent(`WCAG 2.2 success criteria: ${check.criteria.join(', ')}`);
    });
    expect(within(checks).getByRole('heading', { level: 3, name: 'Dialogs' })).toBeInTheDocument();
  });

  it('names the known limitations and when the statement was last reviewed', () => {
    renderPage();
    const limitations = screen.getByRole('region', { name: 'Known limitations' });
    expect(within(limitations).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(KNOWN_LIMITATIONS.map((l) => l.title));
    expect(limitations).toHaveTextContent('tested by Stripe, not by us');
    const reviewed = screen.getByText(/last reviewed on/);
    expect(reviewed).toHaveTextContent('This statement was last reviewed on Tue, Nov 24, 2026.');
    expect(reviewed.querySelector('time')).toHaveAttribute('datetime', '2026-11-24');
  });

  it("gives the seller's e-mail and phone to report a problem", () => {
    renderPage({ name: 'City Museum', web: { accessibility_contact: { email: 'access@citymuseum.example', phone: '+1 212 555 0147' } } });
    const report = reportSection();
    expect(within(report).getByRole('link', { name: 'access@citymuseum.example' })).toHaveAttribute('href', 'mailto:access@citymuseum.example');
    expect(within(report).getByRole('link', { name: '+1 212 555 0147' })).toHaveAttribute('href', 'tel:+12125550147');
    expect(report).toHaveTextContent('please contact City Museum.');
  });

  it('offers only what the seller configured', () => {
    renderPage({ web: { accessibility_contact: { email: 'accessibility@harbourzoo.example' } } });
    const report = reportSection();
    expect(within(report).getAllByRole('link')).toHaveLength(1);
    expect(within(report).getByRole('link')).toHaveAttribute('href', 'mailto:accessibility@harbourzoo.example');
    expect(report).not.toHaveTextContent('Phone');
  });

  it('points to the seller by name, without inventing an address, when no contact is configured', () => {
    renderPage({ name: 'Closed Gardens' });
    const report = reportSection();
    expect(report).toHaveTextContent('please contact Closed Gardens through the contact details on their own website');
    expect(within(report).queryByRole('link')).not.toBeInTheDocument();
    expect(within(report).queryByRole('list')).not.toBeInTheDocument();
  });
});
