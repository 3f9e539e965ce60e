/** The farms function's note routes: a field's notes, and writing one (its farm's members are told). */
import { sendNotice } from '../../alerts';
import { ok, type Operations } from '../../platform/http';
import { createNote, fieldNotes } from '../services/notes';

export const noteOperations = {
  async listNotes(req) {
    return ok({ data: await fieldNotes(req.caller, req.params.fieldId, sendNotice) });
  },

  async createNote(req) {
    const note = await createNote(req.caller, req.params.fieldId, req.body, sendNotice);
    const where = note.zone_id ? `zone ${note.zone_id} of field ${note.field_id}` : `field ${note.field_id}`;
    return {
      ...ok({ data: note }, 201),
      audit: { what: 'note', target: note.note_id, summary: `${note.author} (${note.role}) wrote a note on ${where}.` },
    };
  },
} satisfies Partial<Operations<'farms'>>;
