import styled from 'styled-components';
import { InlineList } from '../../app/InlineList.ts';

const PARTNERS = ['Partner schools', 'Teacher education institutions', 'Local government units', 'Book publishers'];

const Strip = styled(InlineList)`
  li {
    padding: var(--ds-space-3) var(--ds-space-4);
    border: 1px solid var(--ds-color-border);
    border-radius: var(--ds-radius-md);
  }
`;

/** About: profile, mission and vision, core values, partners (product §1, §2 About). */
export function About() {
  return (
    <>
      <section aria-labelledby="about-profile">
        <h2 id="about-profile">Profile</h2>
        <p>
          Review Center prepares Filipino teachers for the Licensure Examination for Teachers (LET). Reviewees learn
          from experienced lecturers in hybrid online and face-to-face classes, study with courseware and take timed
          mock exams on the website and the mobile app.
        </p>
      </section>
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Mission</h2>
        <p>To give every aspiring teacher an affordable, complete and caring review so that they pass the LET.</p>
      </section>
      <section aria-labelledby="about-vision">
        <h2 id="about-vision">Vision</h2>
        <p>A licensed, competent and confident teacher in every Filipino classroom.</p>
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">Core values</h2>
        <p>
          Excellence in teaching, integrity in everything we do, and service to the reviewees who trust us with their
          future.
        </p>
      </section>
      <section aria-labelledby="about-partners">
        <h2 id="about-partners">Partners</h2>
        <Strip>
          {PARTNERS.map((partner) => (
            <li key={partner}>{partner}</li>
          ))}
        </Strip>
      </section>
    </>
  );
}
