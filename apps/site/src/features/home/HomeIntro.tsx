import { Link } from '@review-center/design-system';
import styled from 'styled-components';
import { paths } from '../../app/paths.ts';

const Band = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-3);
  margin-block: var(--ds-space-5);
  padding: var(--ds-space-4) var(--ds-space-5);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);

  h2,
  p {
    margin: 0;
  }
`;

/** The banner with a login button (product §2 Home). */
export function LoginBanner() {
  return (
    <Band aria-labelledby="home-login-heading">
      <div>
        <h2 id="home-login-heading">Already a reviewee?</h2>
        <p>Log in to see your enrollments, payments, courseware and mock exams.</p>
      </div>
      <Link href={paths.login} variant="button">
        Login
      </Link>
    </Band>
  );
}

/** For a signed-in reviewee: where their mock exams are (My Exams, decision 0051). */
export function MyExamsBanner() {
  return (
    <Band aria-labelledby="home-exams-heading">
      <div>
        <h2 id="home-exams-heading">Your mock exams</h2>
        <p>See the exams open now, the ones coming up, and your results.</p>
      </div>
      <Link href={paths.accountTab('exams')} variant="button">
        My Exams
      </Link>
    </Band>
  );
}

/** The about teaser (product §2 Home), leading to /about-us. */
export function AboutTeaser() {
  return (
    <Band aria-labelledby="home-about-heading">
      <div>
        <h2 id="home-about-heading">About Review Center</h2>
        <p>
          We prepare Filipino teachers for the Licensure Examination for Teachers with lectures, courseware and timed
          mock exams, online and face to face.
        </p>
      </div>
      <Link href={paths.aboutUs} variant="standalone">
        Read more about us
      </Link>
    </Band>
  );
}
