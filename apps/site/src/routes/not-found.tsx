import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';

export function Component() {
  return (
    <main>
      <h1>404</h1>
      <p>The content was not found. You have mistyped the address or the page may have moved.</p>
      <Link to={paths.home}>BACK HOME</Link>
    </main>
  );
}
