/** The BotCheck port (spec section 7): a token for a named action, or null when none came. */
export interface BotCheck {
  token(action: 'place_order'): Promise<string | null>;
}
