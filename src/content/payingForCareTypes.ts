import type { PaymentProgramId, ScheduleId } from '../config/paymentPrograms';

/** One way to pay, as /paying-for-care explains it. */
export interface PaymentWay {
  /** The section's anchor (`/paying-for-care#<id>`): the FAQ links to them. */
  readonly id: 'private-pay' | 'long-term-care-insurance' | 'veterans' | 'medicare' | 'medicaid';
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Short points after the paragraphs: what to ask, what to gather, what it covers. */
  readonly points?: readonly string[];
  /** The public programs the section names, listed after it with their numbers. */
  readonly programs?: readonly PaymentProgramId[];
}

/** The words of /paying-for-care and of its cost estimator. */
export interface PayingForCareContent {
  readonly ways: readonly PaymentWay[];
  readonly estimator: {
    readonly heading: string;
    readonly intro: string;
    readonly hoursLabel: string;
    readonly hoursHint: string;
    readonly weekly: string;
    readonly monthly: string;
    /** "$560 to $680": a range of dollars. */
    readonly range: (low: string, high: string) => string;
    /** Under the result: how rates vary, and that nothing is sent anywhere. */
    readonly note: string;
    readonly tableCaption: string;
    readonly columns: {
      readonly schedule: string;
      readonly hours: string;
      readonly weekly: string;
      readonly monthly: string;
    };
    readonly schedules: Readonly<Record<ScheduleId, string>>;
  };
  readonly closing: { readonly title: string; readonly text: string };
}
