import type { CenterSettings } from '@review-center/domain';
import styled from 'styled-components';
import { useCenterDetails } from '../../app/center.ts';
import { InlineList } from '../../app/InlineList.ts';

const Strip = styled(InlineList)`
  li {
    display: flex;
    align-items: center;
    gap: var(--ds-space-2);
    padding: var(--ds-space-3) var(--ds-space-4);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
  }
  img {
    block-size: 2.5rem;
    inline-size: auto;
  }
`;

const SECTIONS = [
  ['profile', 'Profile'],
  ['mission', 'Mission'],
  ['vision', 'Vision'],
  ['coreValues', 'Core values'],
] as const satisfies readonly (readonly [keyof CenterSettings, string])[];

/** Text as the administrator typed it: a blank line starts a new paragraph. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim() !== '');

/**
 * About: profile, mission and vision, core values, partners (product §1, §2 About), as the
 * center wrote them in the staff console (decision 0046). A section it has not written is left out.
 */
export function About() {
  const center = useCenterDetails();
  if (!center) return null;
  const written = SECTIONS.filter(([key]) => center[key] !== '');
  return (
    <>
      {written.map(([key, heading]) => (
        <section key={key} aria-labelledby={`about-${key}`}>
          <h2 id={`about-${key}`}>{heading}</h2>
          {paragraphs(center[key]).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>
      ))}
      {center.partners.length > 0 ? (
        <section aria-labelledby="about-partners">
          <h2 id="about-partners">Partners</h2>
          <Strip>
            {center.partners.map((partner) => (
              <li key={partner.name}>
                {/* The name is written beside the logo: the logo needs no text of its own. */}
                {partner.logo ? <img src={partner.logo} alt="" height={40} loading="lazy" /> : null}
                {partner.name}
              </li>
            ))}
          </Strip>
        </section>
      ) : null}
      {written.length === 0 && center.partners.length === 0 ? (
        <p>{center.name} has not written its profile yet.</p>
      ) : null}
    </>
  );
}
