/**
 * The company that sells on the site (`/content/company`: the invoices' seller, with its contact
 * and the country's consumer bodies, RO ANPC, SAL and SOL), in the footer. Drawn once its answer is
 * in, and not at all while it loads or if the call failed: the footer is on every page and must
 * never hold one back or break it. Its own chunk (Footer.tsx's island).
 */
import { useResource } from '../api/use-resource';
import { useServerPage } from '../app/server-page';
import { useSite } from '../app/site';

export function Company() {
  const site = useSite();
  const company = useResource(`company:${site.country}`, () => site.api.company(site.country));
  // A page drawn without its seller is not kept in the HTML cache: the next visitor gets it again.
  const serverPage = useServerPage();
  if (company.status === 'failed') serverPage?.setNotStorable();
  if (company.status !== 'ready') return null;
  const { legalName, labels, registrationNumber, taxId, address, email, phone } = company.data;
  const numbers = `${labels.registrationNumber} ${registrationNumber} · ${labels.taxId} ${taxId}`;
  return (
    <>
      <address>
        {`${legalName} · ${numbers} · ${address}`}
        {email && (
          <>
            {' · '}
            <a href={`mailto:${email}`}>{email}</a>
          </>
        )}
        {phone && (
          <>
            {' · '}
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </>
        )}
      </address>
      <ul>
        {company.data.consumerLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.name}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
