/** The longest message (validation.chatText's bound), so the input stops where the server would refuse. */
export const CHAT_TEXT_MAX = 500;
