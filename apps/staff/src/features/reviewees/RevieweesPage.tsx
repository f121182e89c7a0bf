import { Badge, Button, Link, Spinner, TextField } from '@review-center/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Pager } from '../../app/Pager.tsx';
import { Table } from '../../app/Table.tsx';
import { PAGE_SIZE, revieweeQueries } from './queries.ts';
import { problemOf } from '../../app/problem.ts';
import { formatDay } from '../../app/dates.ts';

/** The registrar's reviewee search, by name or e-mail, a page at a time from the server. */
export function RevieweesPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(search.trim());
  const list = useQuery({ ...revieweeQueries.list(term, page), placeholderData: keepPreviousData });

  return (
    <>
      <h1>Reviewees</h1>
      <TextField
        label="Search"
        description="Name or e-mail"
        type="search"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Spinner label="Loading the reviewees" />
      ) : list.isError ? (
        <>
          <p role="alert">The reviewees could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">{term ? 'No reviewee matches the search.' : 'No reviewees yet.'}</p>
      ) : (
        <>
          <p role="status">
            {list.data.totalDocs} {list.data.totalDocs === 1 ? 'reviewee' : 'reviewees'}
            {list.isFetching ? ' (updating…)' : ''}
          </p>
          <Table aria-label="Reviewees">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Verified</th>
                <th scope="col">Account</th>
                <th scope="col">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((reviewee) => (
                <tr key={reviewee._id}>
                  <td>
                    <Link href={`/reviewees/${reviewee._id}`}>{reviewee.fullName || reviewee.email}</Link>
                  </td>
                  <td>{reviewee.email}</td>
                  <td>{reviewee.verified ? 'Yes' : 'No'}</td>
                  <td>
                    {reviewee.disabled ? (
                      <Badge variant="danger">Disabled</Badge>
                    ) : (
                      <Badge variant="success">Active</Badge>
                    )}
                  </td>
                  <td>{formatDay(reviewee.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            onChange={setPage}
            label="Reviewee pages"
          />
        </>
      )}
    </>
  );
}
