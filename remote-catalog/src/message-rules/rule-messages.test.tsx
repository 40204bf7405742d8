import { render, screen } from '@testing-library/react';
import { AnnotationBadges, RuleMessages } from './rule-messages';

describe('RuleMessages and AnnotationBadges', () => {
  it('shows an alert per message in its style', () => {
    render(
      <RuleMessages
        messages={[
          { id: '1', message: 'Bring ID', style: 'info' },
          { id: '2', message: 'Last entry at 4 PM', style: 'error' },
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Bring ID');
    expect(screen.getByRole('status')).toHaveClass('sf-alert--info');
    expect(screen.getByRole('alert')).toHaveTextContent('Last entry at 4 PM');
  });

  it('renders nothing without messages', () => {
    const { container } = render(<RuleMessages messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a badge per annotation', () => {
    render(<AnnotationBadges annotations={[{ id: '1', message: 'Members free', style: 'success' }]} />);
    expect(screen.getByText('Members free')).toHaveClass('cat-badge--success');
  });
});
