import { describe, expect, it } from '@jest/globals';
import { fillTemplate } from '@refurb/shared-contracts';
import { render, screen } from '@testing-library/react';
import { LinkedText } from './linked-text';

const links = {
  terms: { href: '/termeni-si-conditii/', label: 'termenii și condițiile' },
  privacy: { href: '/politica-de-confidentialitate/', label: 'politica de confidențialitate' },
};

describe('LinkedText', () => {
  it('makes the named words of a sentence links that open in a new tab', () => {
    const { container } = render(
      <p>
        <LinkedText
          fill={(values) => fillTemplate('Accept {terms} și {privacy}.', values)}
          links={links}
        />
      </p>,
    );
    expect(container.textContent).toBe(
      'Accept termenii și condițiile și politica de confidențialitate.',
    );
    const terms = screen.getByRole('link', { name: 'termenii și condițiile' });
    expect(terms.getAttribute('href')).toBe('/termeni-si-conditii/');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'politica de confidențialitate' })).toBeTruthy();
  });

  it('puts the links where the language puts them, and leaves a sentence without them as it is', () => {
    const { container } = render(
      <p>
        <LinkedText fill={(values) => fillTemplate('{privacy}; {terms}', values)} links={links} />
        <LinkedText fill={() => 'Fără linkuri'} links={links} />
      </p>,
    );
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/politica-de-confidentialitate/',
      '/termeni-si-conditii/',
    ]);
    expect(container.textContent).toContain('Fără linkuri');
  });
});
