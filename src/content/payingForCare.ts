import type { PaymentWayId, ScheduleId } from '../config/paymentPrograms';
import { payingForCareFacts } from './payingForCareFacts';

const { phone, va, medicare, waiver, ccsp, source, empowerline, adrc } = payingForCareFacts;

/** One way to pay, as /paying-for-care explains it; its programs are in `paymentWays`. */
export interface PaymentWayWords {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Short points after the paragraphs: what to ask, what to gather, what it covers. */
  readonly points?: readonly string[];
}

/** The words of /paying-for-care and of its cost estimator. */
export interface PayingForCareContent {
  readonly ways: Readonly<Record<PaymentWayId, PaymentWayWords>>;
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

export const payingForCare: PayingForCareContent = {
  ways: {
    'private-pay': {
      heading: 'Paying privately',
      paragraphs: [
        "Most families pay for care at home themselves, at least at first. The money often comes from a parent's savings or monthly income. In many families, brothers and sisters share the cost.",
        'Care is charged by the hour, so the cost follows the schedule. A few hours a week costs much less than help every day. Many families start small and add hours as needs change.',
        'Our free consultation ends with an exact quote, so you know the cost before care begins. Whichever agency you talk to, ours included, it helps to ask:',
      ],
      points: [
        'What is the hourly rate, and is it different for nights, weekends or holidays?',
        'Is there a minimum visit length, or a minimum number of hours a week?',
        'How does billing work: how often will you get a bill, and how do you pay it?',
        'Do you have to sign a long contract, or can you change or stop care when you need to?',
      ],
    },
    'long-term-care-insurance': {
      heading: 'Long-term care insurance',
      paragraphs: [
        'If your loved one has a long-term care insurance policy, it may pay for care at home, including help with bathing, dressing and other daily tasks. Every policy is different, so start by reading it or calling the insurer.',
        'Most policies have an elimination period: a waiting period, counted in days, when you pay for care yourself before the policy starts to pay. After that, the policy pays up to a set daily or monthly benefit. If care costs more than the benefit, the family pays the difference.',
        'Insurers ask for records of the care given. We can help with the paperwork your insurer asks for. Before you call the insurer, or before your consultation with us, gather:',
      ],
      points: [
        'The policy number, and the phone number the insurer gives for claims.',
        'The benefit trigger: what must be true before the policy pays. Often it is needing help with two activities of daily living, such as bathing and dressing, or a cognitive impairment such as dementia.',
        'The length of the elimination period, and whether it has already started.',
        'The daily or monthly benefit, and the most the policy will pay in total.',
      ],
    },
    veterans: {
      heading: 'Benefits for veterans',
      paragraphs: [
        `${va.name} is a monthly amount added to a VA pension. It is for a wartime veteran, or the surviving spouse of one, who needs another person's help with daily activities such as bathing, dressing or eating. The money can help pay for care at home.`,
        'Whether your loved one qualifies depends on their military service, their income and their assets. The rules and amounts change, so check the current ones when you apply.',
        'A VA-accredited representative can help you apply for free. You should not have to pay anyone to fill in the application. Benefits can take time to arrive, and our consultation is free, so you can see what care at home would look like while you wait.',
      ],
    },
    medicare: {
      heading: 'What Medicare does and does not pay for',
      paragraphs: [
        `${medicare.name} pays for home health care: part-time skilled care at home, such as nursing or physical therapy. A doctor must order it, your loved one must be homebound, and it continues only while they need that skilled care, often as they recover from an illness, a fall or a hospital stay.`,
        `As a rule, ${medicare.name} does not pay for non-medical care at home, such as help with bathing, dressing, meals or companionship, when that is the only care your loved one needs. It does not pay for 24-hour care at home either.`,
        `Our care is non-medical, and we do not bill ${medicare.name}. Our caregivers can work alongside the nurses or therapists a doctor arranges, and help with the hours and tasks their visits do not cover.`,
      ],
      points: [
        'Usually covered: part-time skilled nursing or therapy at home, ordered by a doctor, for someone who is homebound.',
        'Not covered when it is the only care needed: help with bathing, dressing, meals, housekeeping or companionship.',
        'Not covered: care around the clock at home.',
      ],
    },
    medicaid: {
      heading: "Georgia's Medicaid programs for care at home",
      paragraphs: [
        `Georgia's Medicaid can pay for help at home through the ${waiver.name}, which includes the ${ccsp.name} and ${source.name}. These programs are for older adults and people with disabilities who meet both medical rules, about how much help they need, and financial rules, about income and assets.`,
        'There can be a waiting list, so it is worth calling early. We do not decide who qualifies: the programs do. While you wait, care you pay for privately can fill the gap.',
        `To find out whether your loved one may qualify, call your Area Agency on Aging. For Douglas, Cobb and Fulton counties, that is ${empowerline.name}, at ${empowerline.phone}. From anywhere in Georgia, you can call the ${adrc.name} at ${adrc.phone}. When you call, it helps to have:`,
      ],
      points: [
        'A short list of what your loved one needs help with each day.',
        'Their diagnoses and the name of their doctor.',
        'A rough idea of their monthly income and savings.',
        'Their Medicare and Medicaid cards, if they have them.',
      ],
    },
  },
  estimator: {
    heading: 'Estimate the cost of care',
    intro:
      'Enter the hours of care a week you have in mind. You will see what they cost each week and each month, from our lowest hourly rate to our highest.',
    hoursLabel: 'Hours of care a week',
    hoursHint: 'From 1 to 168 hours. Care around the clock is 168 hours a week.',
    weekly: 'Each week',
    monthly: 'Each month',
    range: (low, high) => `${low} to ${high}`,
    note: 'These are estimates, not a quote. Rates vary: nights, weekends and care for more complex needs cost more. Your free consultation gives you the exact price. The calculator works only on this page: nothing you enter is sent anywhere.',
    tableCaption: 'Estimated cost of some schedules families often start with',
    columns: {
      schedule: 'Schedule',
      hours: 'Hours a week',
      weekly: 'Each week',
      monthly: 'Each month',
    },
    schedules: {
      'two-visits': 'Two 4-hour visits a week',
      'weekday-mornings': 'Weekday mornings, 4 hours',
      'weekday-days': 'Weekdays, 8 hours',
      'days-and-weekends': 'Every day, 8 to 9 hours',
    },
  },
  closing: {
    title: 'Talk it through with us',
    text: `Working out how to pay for care takes time, and you do not have to do it alone. Call us at ${phone} or send us a message to set up a free consultation. We will talk about the help your loved one needs, give you an exact quote, and go through a long-term care policy with you if there is one.`,
  },
};
