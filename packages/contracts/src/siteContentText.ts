import { requiredText } from './entityFields';
import { siteContentMessages as m } from './siteContent';
import { z } from './zod';

export const text = () => requiredText(m.required).max(5000);
/**
 * A page's prose is what a long paragraph needs, not a document. Its `[texte](/chemin)` links,
 * and the blocks' links, follow the articles' rules: checked by the server (@lapm/articles).
 */
export const paragraphs = () => z.array(text()).min(1, m.required).max(30);
