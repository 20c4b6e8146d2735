import type { ComponentType } from 'react';
import { placeById } from '../../config/areas';
import { allOpenings, type Opening } from '../../content/openingsOpen';
import type { PageMeta } from '../../content/pages';
import { openingsCopy } from '../../content/openings';
import { jobPosting } from '../../seo/jobPosting';
import type { JsonLd } from '../../seo/structuredData';
import { JobPage } from './JobPage';

/*
 * What a job's route loads with its chunk: the page, its head and its `JobPosting`, found by the
 * id the route was made for.
 */

function openingById(id: string): Opening {
  const opening = allOpenings().find((candidate) => candidate.id === id);
  if (!opening) throw new Error(`No opening "${id}" in src/data/openings.json`);
  return opening;
}

export function jobPageOf(id: string): ComponentType {
  const opening = openingById(id);
  return () => <JobPage opening={opening} />;
}

export function jobMeta(id: string): PageMeta {
  const opening = openingById(id);
  return {
    title: openingsCopy.jobPage.metaTitle(opening.title, placeById(opening.place).name),
    description: opening.summary,
  };
}

export function jobStructuredData(id: string): JsonLd {
  return jobPosting(openingById(id), openingsCopy.labels.duties);
}
