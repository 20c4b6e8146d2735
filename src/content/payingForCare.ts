import type { PaymentProgram, PaymentWayId, ScheduleId } from '../config/paymentPrograms';
import { dollars } from '../lib/words';
import { payingForCareFacts, type PayingForCareFacts } from './payingForCareFacts';

/** One way to pay, as /paying-for-care explains it; its programs are in `paymentWays`. */
export interface PaymentWayWords {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Short points after the paragraphs: what to ask, what to gather, what it covers. */
  readonly points?: readonly string[];
  /** Paragraphs after the points, before the programs' links. */
  readonly after?: readonly string[];
}

/** One way to pay, in the summary at the top: whether this agency takes it, and how. */
export interface AcceptedWay {
  readonly term: string;
  /** "Yes", "No", or how: the first words a family reads. */
  readonly answer: string;
  /** Whether the answer is a yes: the page marks it, beside the words. */
  readonly accepted: boolean;
  readonly details: readonly string[];
}

/** The words of /paying-for-care and of its cost estimator. */
export interface PayingForCareContent {
  /**
   * Before "November 26, 2026", the oldest of the programs' check dates (`lastReviewed`): shown
   * only once every program has one.
   */
  readonly lastReviewedLabel: string;
  /**
   * The first thing on the page: the hourly rate (a business fact) and what a week of it costs,
   * worked out from the rate, beside the way to ask for care.
   */
  readonly price: {
    readonly heading: string;
    /** "$28 to $34 an hour", or "$30 an hour": `amount` is the rate's range, or its one figure. */
    readonly hourly: (amount: string) => string;
    /** "20 hours a week: $560 to $680": the hours the line assumes, and what they cost. */
    readonly week: (hours: number, amount: string) => string;
    /** Under the figures: where the exact price comes from. */
    readonly note: string;
    /** The link to the estimator, for other hours. */
    readonly otherHours: string;
  };
  /** What this agency accepts, from the facts the owner confirms, near the top of the page. */
  readonly accepts: {
    readonly heading: string;
    readonly intro: string;
    readonly ways: readonly AcceptedWay[];
  };
  readonly ways: Readonly<Record<PaymentWayId, PaymentWayWords>>;
  /** Before each way's list of programs, each named by a link to its page (an official one where it can be). */
  readonly programsLead: string;
  /** The page a program's link opens in this language: its own page in it, where it has one. */
  readonly programLink: (program: PaymentProgram) => string;
  /** A program's link words in this language: its name, explained in this language where it is. */
  readonly programName: (program: PaymentProgram) => string;
  readonly estimator: {
    readonly heading: string;
    readonly intro: string;
    readonly hoursLabel: string;
    /** The hours allowed: the shortest visit to round-the-clock care, and live-in care's price. */
    readonly hoursHint: string;
    readonly weekly: string;
    readonly monthly: string;
    /** "$560 to $680": a range of dollars. */
    readonly range: (low: string, high: string) => string;
    /** In place of the figures when the hours typed are not a whole number in its range. */
    readonly outOfRange: (fewest: number, most: number) => string;
    /** Under the result: that it is an estimate, and that nothing is sent anywhere. */
    readonly note: string;
    /** After the table: what the figures include and leave out, from the pricing facts. */
    readonly includes: { readonly heading: string; readonly notes: readonly string[] };
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

const hours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;
/** "$0.70": dollars and cents, as a rate per mile is written. */
const centsAndDollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The words of /paying-for-care for these facts: what the agency accepts changes them. */
export function payingForCareWords(facts: PayingForCareFacts): PayingForCareContent {
  const { phone, va, vaHomeCare, veteranDirectedCare, georgiaVeterans, medicare } = facts;
  const { waiver, ccsp, source, empowerline, adrc, accepts, pricing } = facts;
  const { familyCaregivers, georgiaCares, carrollAgency, pauldingAgency, rules } = facts;
  const soleName = (name: string) => name.replace(/ \(.*\)$/, '');
  const licence =
    'Many policies pay only for care from a licensed agency: ask us for our Georgia license number to give the insurer.';
  const waitingList =
    'There can be a waiting list, so it is worth calling early. We do not decide who qualifies: the programs do. While you wait, care you pay for privately can fill the gap.';
  const minimum = pricing.minimumVisitHours;
  /** Each county's Area Agency on Aging: the number to call for the waiver and for help outside it. */
  const agencyFor = (agency: { name: string; phone: string }) =>
    `the ${agency.name}, at ${agency.phone}`;
  /** Carroll's and Paulding's agencies, each with the number that reaches it (Spanish review, should-fix 4). */
  const carrollAndPaulding =
    carrollAgency.through && carrollAgency.through === pauldingAgency.through
      ? `For Carroll County, it is the ${carrollAgency.name}, and for Paulding County, the ${pauldingAgency.name}: you reach both through Georgia's statewide line, the ${adrc.name}, at ${adrc.phone}, which also puts you in touch with the agency for any other county.`
      : `For Carroll County, it is ${agencyFor(carrollAgency)}; for Paulding County, ${agencyFor(pauldingAgency)}. From anywhere in Georgia, you can call the ${adrc.name} at ${adrc.phone}, which puts you in touch with the agency for each county.`;
  const agencies = `For Douglas, Cobb and Fulton counties, that is ${empowerline.name}, at ${empowerline.phone}. ${carrollAndPaulding}`;
  /** Structured Family Caregiving, always named with its conditions (local review, must-fix 2). */
  const structuredFamilyCaregiving =
    "Structured Family Caregiving pays a relative who lives with your loved one and cares for them full time, with no other job. It is paid as a daily amount, with training and a health coach. The relative cannot be your loved one's spouse or legal guardian.";

  return {
    lastReviewedLabel: 'Last reviewed',
    price: {
      heading: 'What our care costs',
      hourly: (amount) => `${amount} an hour`,
      week: (hours, amount) => `${hours} hours a week: ${amount}`,
      note: `${pricing.nightsAndWeekendsInRange ? 'Nights and weekends cost no more.' : 'This is for weekday daytime care: nights and weekends cost more.'} Your free consultation ends with an exact quote.`,
      otherHours: 'Work out other hours',
    },
    accepts: {
      heading: 'What we accept',
      intro:
        'In short, here is how families can pay us. Each way to pay is explained further down this page.',
      ways: [
        accepts.privatePay
          ? {
              term: 'Paying privately',
              answer: 'Yes',
              accepted: true,
              details: [
                'You pay us directly for the care, from savings, income or help from the family.',
              ],
            }
          : {
              term: 'Paying privately',
              answer: 'No',
              accepted: false,
              details: ['We do not take payment from families directly. Call us to talk it over.'],
            },
        accepts.longTermCareInsurance === 'bill-insurer'
          ? {
              term: 'Long-term care insurance',
              answer: 'Yes, we bill the insurer',
              accepted: true,
              details: [
                'We send the bills and the care records to the insurer ourselves. The family pays what the policy does not.',
                licence,
              ],
            }
          : {
              term: 'Long-term care insurance',
              answer: 'Yes, through your claim',
              accepted: true,
              details: [
                "We do not bill insurers. You pay us, and we give you the invoices and care records your insurer asks for, so you can claim the policy's benefit.",
                licence,
              ],
            },
        accepts.waiverProvider
          ? {
              term: 'Georgia Medicaid waiver (CCSP and SOURCE)',
              answer: 'Yes',
              accepted: true,
              details: [
                `We are an enrolled provider for Georgia's ${waiver.name}. If your loved one qualifies, you can choose us to give the care it pays for.`,
              ],
            }
          : {
              term: 'Georgia Medicaid waiver (CCSP and SOURCE)',
              answer: 'No',
              accepted: false,
              details: [
                `We are not an enrolled provider for Georgia's ${waiver.name}, so Medicaid's waiver cannot pay for our care. If your loved one qualifies, the waiver pays an agency that is enrolled with it. While you wait for a place, care you pay for privately can fill the gap.`,
              ],
            },
        accepts.vaCommunityCareProvider
          ? {
              term: 'VA Community Care',
              answer: 'Yes',
              accepted: true,
              details: [
                "We are a VA Community Care provider. If the VA approves care at home for a veteran, it can pay us for that care: ask the veteran's VA social worker for us.",
              ],
            }
          : {
              term: 'VA Community Care',
              answer: 'No',
              accepted: false,
              details: [
                `We are not a VA Community Care provider, so the VA cannot pay us directly. ${va.name} is paid to the veteran, who can use it to pay for our care.`,
              ],
            },
        accepts.medicareAdvantageInHome
          ? {
              term: 'Medicare Advantage in-home support',
              answer: 'Yes, with some plans',
              accepted: true,
              details: [
                'We are in the network of some Medicare Advantage plans for the in-home support they offer. Call the number on the member card to ask whether your plan covers it, and whether it can send us.',
              ],
            }
          : {
              term: 'Medicare Advantage in-home support',
              answer: 'No',
              accepted: false,
              details: [
                "We are not in any plan's network for it. If your plan offers in-home support, the plan will name the agencies it uses.",
              ],
            },
        {
          term: medicare.name,
          answer: 'No',
          accepted: false,
          details: [
            `Our care is non-medical, and ${medicare.name} does not pay for non-medical care at home on its own.`,
          ],
        },
      ],
    },
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
          accepts.longTermCareInsurance === 'bill-insurer'
            ? 'Insurers ask for records of the care given. We bill the insurer directly and send it those records.'
            : 'Insurers ask for records of the care given. We do not bill insurers: you pay us, and we give you the invoices and care records for your claim.',
          `${licence} Before you call the insurer, or before your consultation with us, gather:`,
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
          `The VA's own health care can also help at home, for a veteran enrolled in it who needs help with daily activities. Through ${vaHomeCare.name}, an aide comes to help with bathing, dressing and meals; depending on the veteran's circumstances, it may carry a copay. Through ${veteranDirectedCare.name}, where the local VA offers it, the veteran gets a budget to hire their own helpers, family members included. The veteran's VA social worker or primary care team arranges both: ask them.`,
          accepts.vaCommunityCareProvider
            ? 'We are a VA Community Care provider, so when the VA approves care at home, it can pay us for it.'
            : `We are not a VA Community Care provider, so the VA does not pay us directly. ${va.name} is paid to the veteran, who can use it for our care.`,
          `Help to apply is free. The ${georgiaVeterans.name} has field offices across the state, where a veterans service officer helps with VA claims at no cost. You should not have to pay anyone to fill in the application. Benefits can take time to arrive, and our consultation is free, so you can see what care at home would look like while you wait.`,
        ],
      },
      medicare: {
        heading: 'What Medicare does and does not pay for',
        paragraphs: [
          `${medicare.name} pays for home health care: part-time skilled care at home, such as nursing or physical therapy, from a home health agency that ${medicare.name} has certified. A doctor or another allowed health care provider, such as a nurse practitioner, must order it. Your loved one must be homebound, and the care continues only while they need that skilled care, often as they recover from an illness, a fall or a hospital stay.`,
          `While your loved one gets that skilled care, ${medicare.name} may also pay for a home health aide to help with personal care, such as bathing.`,
          `As a rule, ${medicare.name} does not pay for non-medical care at home, such as help with bathing, dressing, meals or companionship, when that is the only care your loved one needs. It does not pay for 24-hour care at home either.`,
          `Our care is non-medical, and we do not bill ${medicare.name}. Our caregivers can work alongside the nurses, therapists and aides the home health agency sends, and help with the hours and tasks their visits do not cover.`,
        ],
        points: [
          'Usually covered: part-time skilled nursing or therapy at home, for someone who is homebound, ordered by a doctor or another allowed health care provider.',
          "Covered only during that skilled care: a home health aide's help with bathing and other personal care.",
          'Not covered when it is the only care needed: help with bathing, dressing, meals, housekeeping or companionship.',
          'Not covered: care around the clock at home.',
        ],
      },
      'medicare-advantage': {
        heading: 'Medicare Advantage plans and help at home',
        paragraphs: [
          `Medicare Advantage plans are ${medicare.name} health plans run by private insurance companies, in place of Original ${medicare.name}. Some offer extra benefits that Original ${medicare.name} does not, and some offer in-home support: help with daily activities such as bathing, dressing, meals or light housework. In 2023, 794 plans across the country offered it. The number changes every year, and plans cut extra benefits as well as add them.`,
          "Each plan decides what it covers and for whom. A plan may give a set number of hours a year, only to members with certain health conditions, and only from agencies it chooses. Benefits change every year, so read the plan's current Evidence of Coverage, or call the number on the member card and ask about in-home support.",
          `Choosing a plan is easier with help. ${soleName(georgiaCares.name)} is Georgia's State Health Insurance Assistance Program (SHIP): its counselors compare plans with you for free, and sell nothing. Call the ${adrc.name} at ${adrc.phone} and ask for ${soleName(georgiaCares.name)}.`,
        ],
      },
      medicaid: {
        heading: "Georgia's Medicaid programs for care at home",
        paragraphs: [
          `Georgia's Medicaid can pay for help at home through the ${waiver.name}, which includes the ${ccsp.name} and ${source.name}. These programs are for older adults and people with disabilities who meet both medical rules, about how much help they need, and financial rules, about income and assets.`,
          'The medical rule is strict: your loved one must need the level of care a nursing home gives, even though they will get it at home.',
          `${soleName(source.name)} is for people who already have full Medicaid, often through Supplemental Security Income (SSI).`,
          "Some families pay part of the cost. If your loved one's income is above a set limit, they pay a monthly cost share toward their care. The waiver is also subject to estate recovery: after your loved one dies, Georgia may ask their estate to pay back what Medicaid spent on their care.",
          // With its figure and what Georgia counts as the estate (local review, must-fix 2).
          `Estate recovery has limits. For care at home, it applies to members aged 55 or older. Georgia waits while a spouse, or a child under 21 or with a disability, is living. Estates worth ${dollars(rules.estateRecoverySmallEstate)} or less are exempt, and a family facing hardship can ask for a waiver. Georgia counts more than what goes through probate: a home owned jointly, a life estate or property in a trust can be included. Ask about the cost share and estate recovery before you apply, and talk with an elder law attorney before changing who owns the home.`,
          `The waiver can also pay a family caregiver. ${structuredFamilyCaregiving}`,
          accepts.waiverProvider
            ? `We are an enrolled provider for the waiver: once your loved one is approved, you can choose us to give the care it pays for. ${waitingList}`
            : `We are not an enrolled provider for the waiver, so it cannot pay for our care: it pays agencies that are enrolled with it. ${waitingList}`,
          `To find out whether your loved one may qualify, call the Area Agency on Aging for their county. ${agencies} When you call, it helps to have:`,
        ],
        points: [
          'A short list of what your loved one needs help with each day.',
          'Their diagnoses and the name of their doctor.',
          'A rough idea of their monthly income and savings.',
          'Their Medicare and Medicaid cards, if they have them.',
        ],
      },
      'area-agency': {
        heading: 'Help at home from your Area Agency on Aging that is not Medicaid',
        paragraphs: [
          "Georgia's Area Agencies on Aging also arrange help at home that is not Medicaid, for people aged 60 and older and the family members who care for them. There is not enough money to serve everyone, so there is often a waiting list, and those in the greatest need come first. What is offered differs from one area to another. Ask about:",
        ],
        points: [
          'Homemaker help: light housework and making meals.',
          'Personal care: help with bathing and dressing.',
          'Respite care: a break for the family member who gives care.',
          'Meals delivered to the home, for someone who cannot easily get out.',
          'Adult day care, and support groups and training for family caregivers.',
        ],
        after: [`Call the Area Agency on Aging for your loved one's county. ${agencies}`],
      },
      'family-caregivers': {
        heading: 'Ways to pay a family caregiver',
        paragraphs: [
          'Some programs pay a family member to care for a loved one at home. Each has its own rules about who can be paid:',
        ],
        points: [
          `${structuredFamilyCaregiving} It is part of Georgia's ${waiver.name}, so your loved one must qualify for the waiver.`,
          "Consumer direction, also part of the waiver: your loved one hires and directs their own personal support worker. Some relatives, such as an adult child, may be hired, never a spouse; ask the waiver's care coordinator whether it is allowed in your loved one's case.",
          `${veteranDirectedCare.name}, where the local VA offers it: the veteran gets a budget to hire their own helpers, family members included.`,
          // The payment with its conditions (local review, must-fix 1).
          `The ${soleName(familyCaregivers.name)}, for a veteran with a VA disability rating of ${rules.vaCaregiverRating}% or more (one rating or combined), who is enrolled in VA health care and needs in-person help with personal care for at least ${rules.vaCaregiverMonths} months in a row: a family caregiver, such as a spouse, a son or daughter, or someone who lives with the veteran, gets training and support, and the main family caregiver may get a monthly payment from the VA. If your veteran's rating is lower, or there is none, ask about the VA's other support for family caregivers.`,
        ],
        after: [
          `For the waiver's options, ask the Area Agency on Aging for your loved one's county. For the VA's, ask the veteran's VA social worker or the caregiver support team at their VA medical center. You can also call the VA's Caregiver Support Line at ${familyCaregivers.phone}.`,
        ],
      },
      'checking-an-agency': {
        heading: "Checking an agency's license, and how to complain",
        paragraphs: [
          'In Georgia, an agency that sends caregivers into the home, whether for bathing and dressing or only for company, meals, rides and housekeeping, needs a private home care provider license from the Department of Community Health. Before you choose an agency, ours included, you can check its license:',
        ],
        points: [
          "Look for it on GaMap2Care, the state's online map of the health care providers it licenses: search by the agency's name, city or ZIP code.",
          "Or ask the agency for its license number, and check it with the department's Healthcare Facility Regulation division.",
        ],
        after: [
          `If you have a concern about the care an agency gives, you can complain to the state. The Healthcare Facility Regulation division takes complaints about the providers it licenses, and about unlicensed ones, and its website says how to make one. If you think an older adult is being abused, neglected or exploited at home, call Adult Protective Services through the ${adrc.name} at ${adrc.phone} (option ${rules.adultProtectiveServicesOption}). If someone is in danger, call 911.`,
        ],
      },
    },
    programsLead: 'Where to read more, and the numbers to call:',
    programLink: (program) => program.source,
    programName: (program) => program.name,
    estimator: {
      heading: 'Estimate the cost of care',
      intro: `Enter the hours of care a week you have in mind. You will see what they cost each week and each month, from our lowest ${pricing.nightsAndWeekendsInRange ? 'hourly rate' : 'weekday daytime rate'} to our highest.`,
      hoursLabel: 'Hours of care a week',
      hoursHint: [
        `From ${minimum} to 168 hours: our shortest visit is ${hours(minimum)}.`,
        pricing.liveInByTheDay
          ? 'Care around the clock is 168 hours a week, with caregivers working in shifts. Live-in care, with one caregiver who stays in the home, is priced by the day instead.'
          : 'Care around the clock is 168 hours a week.',
      ].join(' '),
      weekly: 'Each week',
      monthly: 'Each month',
      range: (low, high) => `${low} to ${high}`,
      outOfRange: (fewest, most) =>
        `We can estimate ${fewest} to ${most} hours a week: from our shortest visit to care around the clock. Please enter a whole number of hours in that range.`,
      note: 'These are estimates, not a quote. Your free consultation gives you the exact price. The calculator works only on this page: nothing you enter is sent anywhere.',
      includes: {
        heading: 'What these figures include',
        notes: [
          pricing.nightsAndWeekendsInRange
            ? 'Nights and weekends are included: they cost no more than the higher figure.'
            : 'Nights and weekends cost more than these figures, which are for weekday daytime care.',
          `The shortest visit is ${hours(minimum)}.`,
          pricing.liveInByTheDay
            ? 'Live-in care is priced by the day, not by the hour: ask us for the daily rate.'
            : 'Live-in care is charged by the hour, like any other care.',
          pricing.errandMileage === 'per-mile'
            ? `Driving your loved one to appointments or on errands is charged at ${centsAndDollars(pricing.errandRatePerMile)} a mile, on top of the hourly rate.`
            : 'Driving your loved one to appointments or on errands costs nothing extra: it is part of the hourly rate.',
        ],
      },
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
}

export const payingForCare: PayingForCareContent = payingForCareWords(payingForCareFacts);
