import { useState } from 'react';

// Kept on this browser, not on the server: 'Ahora no' is a preference about a prompt, losing it
// costs one more prompt at most, and the course page's 'Dejar mi opinión' stays either way.
const keyOf = (courseId: number) => `review.dismissed.${courseId}`;

function dismissedBefore(courseId: number): boolean {
  try {
    return window.localStorage.getItem(keyOf(courseId)) !== null;
  } catch {
    return false;
  }
}

/** Whether the student said 'Ahora no' to the review prompt of this course, and how to say it. */
export function useReviewDismissal(courseId: number): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => dismissedBefore(courseId));
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(keyOf(courseId), new Date().toISOString());
    } catch {
      // Private browsing may refuse storage: the prompt then stays away for this visit only.
    }
  };
  return [dismissed, dismiss];
}
