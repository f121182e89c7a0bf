import { Button } from '@review-center/design-system';
import type { CohortHeatmap, HeatmapGrouping } from '@review-center/api-client/contract';
import {
  cohortHeatmapCsv,
  formatHeatPercent,
  HEAT_BANDS,
  heatBand,
  heatPercent,
  LET_PART_TITLES,
  type HeatBand,
} from '@review-center/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { ButtonRow } from '../../app/ButtonRow.ts';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { counted } from '../../app/counted.ts';
import { saveFile } from '../../app/download.ts';
import { FilterBar } from '../../app/FilterBar.ts';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';
import { useUrlFilters } from '../../app/url-state.ts';

/*
 * The cohort heatmap (decision 0085): each LET subject's average, by branch or by offering, over
 * one exam or all of them. Every cell shows its figure and its reviewees; the colour repeats the
 * band the legend names, never says anything alone.
 */

const GROUPINGS = [
  { id: 'branch', name: 'Branch' },
  { id: 'offering', name: 'Offering' },
] as const satisfies readonly { id: HeatmapGrouping; name: string }[];
const isGrouping = (value: string): value is HeatmapGrouping => GROUPINGS.some((g) => g.id === value);

/** The bands' backgrounds: the design system's tints, each keeping body text readable on it. */
const BAND_COLOURS: Record<HeatBand, string> = {
  'below-minimum': 'var(--ds-color-danger-surface)',
  'short-of-passing': 'var(--ds-color-warning-surface)',
  passing: 'var(--ds-color-success-surface)',
};

/** The table scrolls inside its own region when the columns outgrow the page; the page does not. */
const Scroller = styled.div`
  max-inline-size: 100%;
  overflow-x: auto;
  margin-block: var(--ds-space-4);

  &:focus-visible {
    outline: 2px solid var(--ds-color-focus-ring);
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  background: var(--ds-color-surface);

  caption {
    text-align: start;
    font-weight: var(--ds-font-weight-bold);
    padding-block-end: var(--ds-space-2);
  }
  th,
  td {
    padding: var(--ds-space-2) var(--ds-space-3);
    border: 1px solid var(--ds-color-border);
    vertical-align: top;
  }
  thead th,
  tbody th {
    text-align: start;
    background: var(--ds-color-surface);
  }
  /* The subject stays in view while the columns scroll. */
  tbody th[scope='row'] {
    position: sticky;
    inset-inline-start: 0;
    min-inline-size: 12rem;
    max-inline-size: 18rem;
    font-weight: var(--ds-font-weight-regular, normal);
  }
  tbody th[scope='rowgroup'] {
    background: var(--ds-color-surface-muted);
  }
  td {
    text-align: end;
    white-space: nowrap;
    color: var(--ds-color-text);
  }
`;

const Figure = styled.span`
  display: block;
  font-weight: var(--ds-font-weight-bold);
`;
const Reviewees = styled.span`
  display: block;
  font-size: 0.875em;
`;

const Legend = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2) var(--ds-space-4);

  li {
    display: flex;
    align-items: center;
    gap: var(--ds-space-2);
  }
`;
const Swatch = styled.span<{ $band: HeatBand }>`
  display: inline-block;
  inline-size: 1.5rem;
  block-size: 1rem;
  border: 1px solid var(--ds-color-border);
  background: ${(props) => BAND_COLOURS[props.$band]};
`;

type Figures = { score: number; items: number; reviewees: number };
const figuresOf = ({ score, items, reviewees }: Figures): Figures => ({ score, items, reviewees });

/** One cell: the average and the reviewees behind it, on its band's colour; "—" when nobody. */
function HeatCell({ figures }: { figures: Figures | undefined }) {
  if (!figures) return <td>—</td>;
  const band = heatBand(heatPercent(figures.score, figures.items));
  return (
    <td style={{ background: BAND_COLOURS[band] }} data-band={band}>
      <Figure>{formatHeatPercent(figures.score, figures.items)}%</Figure>
      <Reviewees>{counted(figures.reviewees, 'reviewee')}</Reviewees>
    </td>
  );
}

const EVERYONE = 'Everyone';

/** The export: a line per cell in the table's order, everyone's column included. */
function download(heatmap: CohortHeatmap) {
  const lines = heatmap.subjects.flatMap((subject) => {
    const columns = [
      ...heatmap.groups.map((group) => ({
        group: group.title,
        figures: heatmap.cells.find((c) => c.subject === subject._id && c.group === group._id),
      })),
      { group: EVERYONE, figures: heatmap.totals.find((t) => t.subject === subject._id) },
    ];
    return columns.flatMap(({ group, figures }) =>
      figures ? [{ ...figuresOf(figures), subject: subject.title, part: subject.part, group }] : [],
    );
  });
  const csv = cohortHeatmapCsv(heatmap.by, lines);
  saveFile(`cohort-heatmap-by-${heatmap.by}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** The subjects under their part's heading, in the part's order, then those with no subject. */
function partsOf(subjects: CohortHeatmap['subjects']) {
  const parts: { title: string; subjects: CohortHeatmap['subjects'] }[] = [];
  for (const subject of subjects) {
    const title = subject.part === null ? 'No subject' : LET_PART_TITLES[subject.part];
    const last = parts.at(-1);
    if (last && last.title === title) last.subjects.push(subject);
    else parts.push({ title, subjects: [subject] });
  }
  return parts;
}

function Heatmap({ heatmap }: { heatmap: CohortHeatmap }) {
  const captionId = useId();
  const grouping = heatmap.by === 'branch' ? 'branch' : 'offering';
  if (heatmap.subjects.length === 0)
    return <p>No completed attempt of {heatmap.counted.length === 1 ? 'this exam' : 'these exams'} yet.</p>;
  const columns = heatmap.groups.length + 2;
  return (
    <>
      <ButtonRow>
        <Button variant="secondary" onPress={() => download(heatmap)}>
          Export CSV
        </Button>
      </ButtonRow>
      <h2>How to read it</h2>
      <p>
        Each cell is the share of right answers in the subject, over every item of every completed attempt by the{' '}
        {grouping}’s reviewees, with how many reviewees it stands on. “—”: no completed attempt. The colour repeats the
        band:
      </p>
      <Legend aria-label="Colour scale">
        {HEAT_BANDS.map(({ band, label }) => (
          <li key={band}>
            <Swatch $band={band} aria-hidden="true" />
            {label}
          </li>
        ))}
      </Legend>
      {/* A scrollable region is focusable so the keyboard can scroll it (WCAG 2.1.1). */}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>
            Average per LET subject by {grouping} ({counted(heatmap.counted.length, 'exam')})
          </caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              {heatmap.groups.map((group) => (
                <th scope="col" key={group._id ?? ''}>
                  {group.title}
                </th>
              ))}
              <th scope="col">{EVERYONE}</th>
            </tr>
          </thead>
          {partsOf(heatmap.subjects).map((part) => (
            <tbody key={part.title}>
              <tr>
                <th scope="rowgroup" colSpan={columns}>
                  {part.title}
                </th>
              </tr>
              {part.subjects.map((subject) => (
                <tr key={subject._id ?? ''}>
                  <th scope="row">{subject.title}</th>
                  {heatmap.groups.map((group) => (
                    <HeatCell
                      key={group._id ?? ''}
                      figures={heatmap.cells.find((c) => c.subject === subject._id && c.group === group._id)}
                    />
                  ))}
                  <HeatCell figures={heatmap.totals.find((t) => t.subject === subject._id)} />
                </tr>
              ))}
            </tbody>
          ))}
        </Table>
      </Scroller>
    </>
  );
}

/** The cohort heatmap for the registrar and the content editor, its choices kept in the address. */
export function CohortHeatmapPage() {
  const filters = useUrlFilters(['by', 'exam'] as const);
  const by = isGrouping(filters.values.by) ? filters.values.by : 'branch';
  const exam = filters.values.exam;
  const heatmap = useStaffQuery('getCohortHeatmap', { query: { by, ...(exam ? { exams: exam } : {}) } });
  const exams = heatmap.data?.exams ?? [];
  return (
    <>
      <h1>Cohort heatmap</h1>
      <p>The cohort’s average in each LET subject, by branch or by offering, over one exam or every exam.</p>
      <FilterBar>
        <ChoiceSelect
          label="Columns"
          items={[...GROUPINGS]}
          selectedKey={by}
          onSelectionChange={(key) => filters.set({ by: key === 'branch' ? '' : String(key ?? '') })}
        />
        <ChoiceSelect
          label="Exam"
          none="Every exam"
          items={exams.map((e) => ({ id: e._id, name: `${e.name} (${counted(e.completed, 'completed attempt')})` }))}
          selectedKey={exam}
          onSelectionChange={(key) => filters.set({ exam: key === null ? '' : String(key) })}
        />
      </FilterBar>
      <Loaded query={heatmap} what="the heatmap" exact>
        {(data) => <Heatmap heatmap={data} />}
      </Loaded>
    </>
  );
}
