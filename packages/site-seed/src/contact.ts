import { type ContactDocument, openingHoursLabel, studio, townsServed } from '@lapm/contracts';

/** Contact's details as first published: the studio's settings and the towns she covers. */
export const contact: ContactDocument = {
  email: studio.email,
  phone: studio.phoneDisplay,
  hours: openingHoursLabel,
  areas: [...new Set(townsServed.map((town) => town.department))].map((department) => ({
    department,
    towns: townsServed.filter((town) => town.department === department).map((town) => town.name),
  })),
};
