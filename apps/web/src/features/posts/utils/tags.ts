/** Part 2 §9: a post card shows at most 3 tags, then a count of the rest. */
export const CARD_TAG_LIMIT = 3;

export function cardTags(tags: string[], limit = CARD_TAG_LIMIT): { shown: string[]; more: number } {
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}
