/** The words every place's page (`/areas/<id>`) shares; each place's own are in `places/`. */
export const placePage = {
  zipCodes: 'ZIP codes we serve here',
  hospitalsList: 'Hospitals nearby',
  allAreas: 'All the areas we serve',
  closingTitle: (name: string) => `Ask about care in ${name}`,
  closingText:
    'Tell us about your loved one and the help you need. The first visit, a free consultation in your home, commits you to nothing.',
};

export type PlacePageWords = typeof placePage;
