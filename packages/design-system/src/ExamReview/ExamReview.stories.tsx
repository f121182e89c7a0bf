import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createHtmlSanitizer } from '../sanitize/createHtmlSanitizer.ts';
import { ExamReview } from './ExamReview.tsx';

// The apps pass their sanitizer made from the domain's allow-list; a short list does here.
const sanitize = createHtmlSanitizer({
  tags: ['p', 'strong', 'em', 'img'],
  attributes: { img: ['src', 'alt'] },
  schemes: ['https'],
});

const options = [
  { label: 'A', data: '<p>Behaviorism</p>' },
  { label: 'B', data: '<p>Constructivism</p>' },
  { label: 'C', data: '<p>Connectionism</p>' },
  { label: 'D', data: '<p>Operant conditioning</p>' },
];

const meta = {
  title: 'Product/ExamReview',
  component: ExamReview,
  tags: ['autodocs'],
  args: {
    sanitize,
    items: [
      {
        question: 'q-1',
        stem: '<p>Which learning theory holds that learners build knowledge through experience and reflection?</p>',
        passage: null,
        options,
        answer: 'B',
        correct: 'B',
        rationale:
          '<p><strong>Constructivism</strong> (Piaget, Vygotsky) holds that learners build meaning from experience; behaviorism and operant conditioning explain learning by reinforcement.</p>',
      },
      {
        question: 'q-2',
        stem: '<p>Which theory explains learning as bonds between stimulus and response?</p>',
        passage: null,
        options,
        answer: 'A',
        correct: 'C',
        rationale:
          '<p>Thorndike&apos;s connectionism: learning strengthens the bonds between a stimulus and a response.</p>',
      },
      {
        question: 'q-3',
        stem: '<p>Which theory did Skinner develop?</p>',
        passage: null,
        options,
        answer: null,
        correct: 'D',
        rationale: null,
      },
    ],
  },
  parameters: { maxInlineSize: '40rem' },
} satisfies Meta<typeof ExamReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right, wrong and unanswered, each with its rationale when it has one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Right.');
    await expect(items[0]).toHaveTextContent('Rationale');
    await expect(items[1]).toHaveTextContent('Wrong.');
    await expect(items[1]).toHaveTextContent('A. Behaviorism — your answer');
    await expect(items[1]).toHaveTextContent('C. Connectionism — correct answer');
    await expect(items[2]).toHaveTextContent('Not answered.');
    await expect(items[2]).not.toHaveTextContent('Rationale');
  },
};

/** A question of a group: its passage shows above it. */
export const WithPassage: Story = {
  args: {
    items: [
      {
        question: 'q-4',
        passage:
          '<p><strong>Read the passage.</strong> Teacher Ana groups her Grade 4 pupils by reading level and gives each group a different text on the same topic.</p>',
        stem: '<p>What principle of teaching does Teacher Ana apply?</p>',
        options: [
          { label: 'A', data: '<p>Differentiated instruction</p>' },
          { label: 'B', data: '<p>Mastery learning</p>' },
        ],
        answer: 'A',
        correct: 'A',
        rationale: '<p>She matches the text to each group&apos;s level: instruction differentiated by readiness.</p>',
      },
    ],
  },
};

/** The server's HTML goes through the app's sanitizer: a script or a data: image never shows. */
export const Sanitized: Story = {
  args: {
    items: [
      {
        question: 'q-5',
        stem: '<p>Which is correct?<script>window.hacked = true</script></p>',
        passage: null,
        options: [
          { label: 'A', data: '<p>This one</p>' },
          { label: 'B', data: '<p>That one</p>' },
        ],
        answer: 'B',
        correct: 'A',
        rationale: '<p>Because.<img src="data:image/png;base64,AAAA" alt="A pixel"></p>',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')).not.toHaveAttribute('src');
  },
};
