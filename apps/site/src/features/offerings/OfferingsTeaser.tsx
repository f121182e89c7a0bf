import { offeringQueries, useApiClient } from '@review-center/api-client/react';
import { offeringContentLines } from '@review-center/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

const peso = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PHP' });

export function OfferingsTeaser({ query }: { query: { page: number; limit: number; published: boolean } }) {
  const client = useApiClient();
  const { data } = useQuery(offeringQueries.list(client, query));
  if (!data) return null;
  return (
    <section aria-labelledby="offerings-heading">
      <h2 id="offerings-heading">Offerings</h2>
      <ul>
        {data.docs.map((offering) => (
          <li key={offering._id}>
            <h3>{offering.title}</h3>
            <p>{peso.format(offering.price)}</p>
            <ul>
              {offeringContentLines(offering.content).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Link to={paths.offeringEnroll(offering._id)}>ENROLL</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
