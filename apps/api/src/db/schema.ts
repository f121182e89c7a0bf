import type { ColumnType, Generated } from 'kysely';

/** Table types of the database, kept in step with ./migrations. */
export interface OfferingsTable {
  id: string;
  title: string;
  content: string;
  price: ColumnType<number, number, number>;
  cash_discount_by_percent: number;
  downpayment: number;
  installment_terms: number;
  installment_frequency: string;
  payment_type: string[];
  multiple_schedule: boolean;
  units: string | null;
  terms: string | null;
  start_date: Date | null;
  end_date: Date | null;
  enrollment_start_date: Date | null;
  enrollment_end_date: Date | null;
  published: boolean;
  created_at: Generated<Date>;
}

export interface Database {
  offerings: OfferingsTable;
}
