import type { api } from '@review-center/api-client';
import { AlertDialog, Badge, Button, Link, Spinner, toastQueue } from '@review-center/design-system';
import { coursePrices, coursesLabel } from '@review-center/domain';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { Pager } from '../../app/Pager.tsx';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { Table } from '../../app/Table.tsx';
import { counted } from '../../app/counted.ts';

const PAGE_SIZE = 25;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2);
`;

const notify = (title: string, ok = true) => toastQueue.add({ title, variant: ok ? 'success' : 'error' });

/**
 * Every offering, published or not, with its prices by course and its enrollments (decision
 * 0045): create, edit, duplicate for next season, publish or unpublish, delete one nobody
 * enrolled in.
 */
export function OfferingsPage() {
  const [page, setPage] = useState(1);
  const list = useStaffQuery('listCatalogueOfferings', { query: { page, limit: PAGE_SIZE } });
  return (
    <>
      <h1>Offerings</h1>
      <p>
        <Link variant="button" href="/offerings/new">
          New offering
        </Link>
      </p>
      {list.isPending ? (
        <Spinner label="Loading the offerings" />
      ) : list.isError ? (
        <>
          <p role="alert">The offerings could not load: {problemOf(list.error)}</p>
          <Button onPress={() => void list.refetch()}>Try again</Button>
        </>
      ) : list.data.docs.length === 0 ? (
        <p role="status">No offerings yet.</p>
      ) : (
        <>
          <Table aria-label="Offerings">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Prices</th>
                <th scope="col">Enrollments</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.docs.map((offering) => (
                <OfferingRow key={offering._id} offering={offering} />
              ))}
            </tbody>
          </Table>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.totalDocs}
            onChange={setPage}
            label="Offering pages"
          />
        </>
      )}
    </>
  );
}

function OfferingRow({ offering }: { offering: api.CatalogueOffering }) {
  const publish = useStaffAction(offering.published ? 'unpublishOffering' : 'publishOffering');
  const duplicate = useStaffAction('duplicateOffering');
  const remove = useStaffAction('deleteOffering');
  const params = { params: { id: offering._id } };
  const busy = publish.isPending || duplicate.isPending || remove.isPending;
  return (
    <tr>
      <th scope="row">{offering.title}</th>
      <td>
        {offering.published ? <Badge variant="success">Published</Badge> : <Badge variant="warning">Unpublished</Badge>}
      </td>
      <td>
        {coursePrices(offering).map(({ courses, price }) => (
          <div key={courses.join()}>
            {coursesLabel(courses)}: ₱{price.toLocaleString('en-US')}
          </div>
        ))}
      </td>
      <td>{offering.enrollmentCount}</td>
      <td>
        <Actions>
          <Link variant="button" href={`/offerings/${offering._id}`} aria-label={`Edit ${offering.title}`}>
            Edit
          </Link>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={busy}
            aria-label={`${offering.published ? 'Unpublish' : 'Publish'} ${offering.title}`}
            onPress={() =>
              publish.mutate(params, {
                onSuccess: (o) =>
                  notify(`${o.title} ${o.published ? 'is on /offerings' : 'is no longer on /offerings'}`),
                onError: (error) => notify(problemOf(error), false),
              })
            }
          >
            {offering.published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={busy}
            aria-label={`Duplicate ${offering.title}`}
            onPress={() =>
              duplicate.mutate(params, {
                onSuccess: (o) => notify(`${o.title} created, unpublished`),
                onError: (error) => notify(problemOf(error), false),
              })
            }
          >
            Duplicate
          </Button>
          <DialogTrigger>
            <Button size="sm" variant="secondary" isDisabled={busy} aria-label={`Delete ${offering.title}`}>
              Delete
            </Button>
            <AlertDialog
              title={`Delete ${offering.title}?`}
              variant="danger"
              confirmLabel="Delete"
              onConfirm={() =>
                remove.mutate(params, {
                  onSuccess: (r) => notify(r.message),
                  onError: (error) => notify(problemOf(error), false),
                })
              }
            >
              {offering.enrollmentCount > 0
                ? `It has ${counted(offering.enrollmentCount, 'enrollment')}, so it cannot be deleted: unpublish it instead.`
                : 'It has no enrollments. Its coupons and courseware are deleted with it.'}
            </AlertDialog>
          </DialogTrigger>
        </Actions>
      </td>
    </tr>
  );
}
