import { useState } from 'react';
import type { AdminReview } from '../../../../shared/responses/course-reviews';
import { useRemoveReviewReply, useShowReview } from '../../../api/admin-reviews';
import { coursePath } from '../../../components/course/course-paths';
import { Stars } from '../../../components/reviews/Stars';
import { Button } from '../../../components/ui/Button';
import { StatusTag } from '../../../components/ui/StatusTag';
import { toastOutcome } from '../../../components/ui/toast';
import { InboxCard, InboxLink } from '../inbox/InboxCard';
import { InboxList } from '../inbox/InboxList';
import { SENT_ANSWER_BOX, SentAnswer } from '../inbox/SentAnswer';
import { HideDialog, ReplyDialog } from './ReviewDialogs';

/** Reply (or edit or remove it), and hide (with a reason) or show. */
function ReviewActions({ review }: { review: AdminReview }) {
  const [dialog, setDialog] = useState<'reply' | 'hide' | null>(null);
  const show = useShowReview();
  const removeReply = useRemoveReviewReply();
  const close = () => setDialog(null);
  const whose = <span className="sr-only">{` la opinión de ${review.author.name}`}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setDialog('reply')}>
        {review.reply === null ? 'Responder' : 'Editar respuesta'}
        {whose}
      </Button>
      {review.reply !== null && (
        <Button
          size="sm"
          variant="ghost"
          loading={removeReply.isPending}
          onClick={() => removeReply.mutate(review.id, toastOutcome)}
        >
          Quitar respuesta{whose}
        </Button>
      )}
      {review.hiddenAt === null ? (
        <Button size="sm" variant="outline" onClick={() => setDialog('hide')}>
          Ocultar{whose}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          loading={show.isPending}
          onClick={() => show.mutate(review.id, toastOutcome)}
        >
          Mostrar{whose}
        </Button>
      )}
      {dialog === 'reply' && <ReplyDialog review={review} onClose={close} />}
      {dialog === 'hide' && <HideDialog review={review} onClose={close} />}
    </div>
  );
}

function States({ review }: { review: AdminReview }) {
  return (
    <span className="flex flex-wrap justify-end gap-1">
      <Stars rating={review.rating} />
      {review.hiddenAt === null ? (
        <StatusTag tone="success">Visible</StatusTag>
      ) : (
        <StatusTag tone="neutral">Oculta</StatusTag>
      )}
    </span>
  );
}

/** The students' reviews, one card each: who and which course, the stars, the text, the reply. */
export function ReviewCards({ reviews }: { reviews: AdminReview[] }) {
  return (
    <InboxList
      label="Opiniones"
      itemLabel={(review) => `Opinión de ${review.author.name}`}
      items={reviews}
    >
      {(review) => (
        <InboxCard
          author={review.author}
          context={<InboxLink to={coursePath(review.course)}>{review.course.title}</InboxLink>}
          states={<States review={review} />}
          writtenAt={review.createdAt}
          text={review.text}
        >
          {review.hiddenReason !== null && (
            <p className="text-sm text-slate-600">Motivo para ocultarla: {review.hiddenReason}</p>
          )}
          {review.reply !== null && (
            <div className={SENT_ANSWER_BOX}>
              <SentAnswer
                sentAt={review.repliedAt ?? review.updatedAt}
                by={null}
                text={review.reply}
              />
            </div>
          )}
          <ReviewActions review={review} />
        </InboxCard>
      )}
    </InboxList>
  );
}
