import type { api } from '@review-center/api-client';
import { AlertDialog, Badge, Button, Link } from '@review-center/design-system';
import { coursePrices, coursesLabel } from '@review-center/domain';
import { DialogTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { counted } from '../../app/counted.ts';
import { problemOf } from '../../app/problem.ts';
import { useStaffAction } from '../../app/staff-queries.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';
import { notify } from '../../app/notify.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2);
`;

const offerings = defineList({
  call: 'listCatalogueOfferings',
  noun: 'offerings',
  label: 'Offerings',
  pagesLabel: 'Offering pages',
  columns: [
    { name: 'Title', rowHeader: true, cell: (row) => row.title },
    {
      name: 'Status',
      cell: (row) =>
        row.published ? <Badge variant="success">Published</Badge> : <Badge variant="warning">Unpublished</Badge>,
    },
    {
      name: 'Prices',
      cell: (row) =>
        coursePrices(row).map(({ courses, price }) => (
          <div key={courses.join()}>
            {coursesLabel(courses)}: ₱{price.toLocaleString('en-US')}
          </div>
        )),
    },
    { name: 'Enrollments', cell: (row) => row.enrollmentCount },
    { name: 'Actions', cell: (row) => <OfferingActions offering={row} /> },
  ],
  empty: () => 'No offerings yet.',
});

/**
 * Every offering, published or not, with its prices by course and its enrollments (decision
 * 0045): create, edit, duplicate for next season, publish or unpublish, delete one nobody
 * enrolled in.
 */
export function OfferingsPage() {
  return (
    <ResourceList
      title="Offerings"
      actions={
        <p>
          <Link variant="button" href="/offerings/new">
            New offering
          </Link>
        </p>
      }
      list={offerings}
    />
  );
}

function OfferingActions({ offering }: { offering: api.CatalogueOffering }) {
  const publish = useStaffAction(offering.published ? 'unpublishOffering' : 'publishOffering');
  const duplicate = useStaffAction('duplicateOffering');
  const remove = useStaffAction('deleteOffering');
  const params = { params: { id: offering._id } };
  const busy = publish.isPending || duplicate.isPending || remove.isPending;
  return (
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
            onSuccess: (o) => notify(`${o.title} ${o.published ? 'is on /offerings' : 'is no longer on /offerings'}`),
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
  );
}
