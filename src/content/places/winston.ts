import { placeById } from '../../config/areas';
import { localResource } from '../../config/localResources';
import { listInWords } from '../../lib/words';
import { business } from '../business';
import type { PlaceCopy } from './placeCopy';

const zip = listInWords(placeById('winston').zips);
const villaRica = placeById('villa-rica').name;
const phone = business.phone.display;
const gdvs = localResource('georgia-veterans-service').name;

export const place: PlaceCopy<'winston'> = {
  meta: {
    title: `Home Care in Winston, GA | ${business.name}`,
    description:
      'Home care in rural Winston, GA: live-in caregivers, respite for the family, rides into town and longer visits for homes farther out. Free consultation.',
  },
  heading: 'Home care out in Winston and rural west Douglas County',
  intro:
    'Winston means long driveways, open fields and neighbors far down the road: a quiet people love, and one that makes getting older harder. We bring care out to the house.',
  coverage: {
    heading: 'Reaching homes across western Douglas County',
    paragraphs: [
      `We serve all of Winston's ZIP code, ${zip}, on both sides of I-20 and past the Carroll County line, where some homes with a Winston address sit. With longer drives, many families choose fewer, longer visits: a morning that covers a shower, a hot lunch, laundry and groceries.`,
    ],
  },
  services: {
    heading: 'What rural families in Winston need from us',
    intro: 'Living farther out changes which help matters most.',
    items: {
      'live-in-care':
        'Someone in the house at two in the morning, to help and to call for help if something goes wrong, when family lives a long drive away.',
      'respite-care':
        'Often a husband, wife or grown child down the road does most of the caring. They need time off too: a regular day, or a weekend away.',
      transportation: `Doctors, pharmacies and big grocery stores are mostly a drive away, in Douglasville or ${villaRica}. A caregiver drives and stays for the appointment.`,
    },
  },
  hospitals: {
    heading: 'Home from the hospital, out in the country',
    paragraphs: [
      `Winston sits between two hospitals, one in Douglasville to the east and one in ${villaRica} to the west. Before discharge, tell the discharge planner or case manager, and us, about porch steps, an upstairs bedroom, or a first night with nobody home.`,
      'If you ask, we can check the house for loose rugs or cluttered paths before discharge and have a caregiver there when your parent arrives. A longer shift or live-in care that first week is often worth it.',
    ],
  },
  resources: {
    heading: 'Where else Winston families can turn',
    intro:
      'County and regional programs cover Winston too, even if their offices are a drive away. The town itself is in Douglas County; for a Winston address across the line in Carroll County, the regional agency is a different one.',
    items: {
      empowerline:
        'The Area Agency on Aging for homes in Douglas County. Ask what your parent may qualify for, and about support for the family member doing most of the caring.',
      'three-rivers-aaa':
        'The Area Agency on Aging for the Carroll County side of Winston, with the same kinds of help for your parent and for you.',
      'douglas-senior-services':
        'Ask what Douglas County runs for older residents; an activity on the calendar can break up a long week at home.',
      'va-benefits': `For a parent who is a veteran and sees a VA doctor, the VA social worker is the one to ask about VA home care. Pension and Aid and Attendance claims start with the ${gdvs} or a veterans service organization, free of charge.`,
    },
  },
  questions: {
    heading: 'What Winston families ask us',
    items: [
      {
        question: 'Is Winston too far out for you?',
        answer: `No. Winston is in Douglas County, like our office, and we serve all of ${zip}, the Carroll County side included. Our caregivers have reliable transportation. Call ${phone} to set up the free consultation.`,
      },
      {
        question: 'Dad lives alone on his land and does not want help. Where do we start?',
        answer:
          'Start small. A few hours a week of company and help around the house lets him get to know one caregiver first; the plan grows when he is ready.',
      },
    ],
  },
};
