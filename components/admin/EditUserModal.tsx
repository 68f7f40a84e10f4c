'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, SelectField } from '@/components/ui/Field';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/client/api';
import type { AdminUser } from '@/lib/client/endpoints';
import { useUpdateAdminUser } from '@/lib/client/queries/admin-users';
import { adminEditRefusal, assignableRoles, demotesSelf, OWNER_ROLE_ONLY, type Actor, type Role } from '@/lib/auth/roles';
import { USER_UPDATE_FAILED } from '@/lib/messages/admin';
import { USERNAME_MAX, usernameProblem } from '@/lib/validation/username-messages';
import styles from './AdminUsers.module.css';

export const SELF_DEMOTION_WARNING = 'You are about to demote yourself. This will remove your admin access!';

interface EditUserModalProps {
  user: AdminUser;
  viewer: Actor;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/**
 * The edit-user dialog (accounts-side §5): username and role, the form's own messages, Save only when
 * something changed. The server checks the role rules again; its reason is shown when it refuses, until
 * the field it was about is changed.
 */
export function EditUserModal({ user, viewer, onClose, onSaved }: EditUserModalProps) {
  const [username, setUsername] = useState(user.username ?? '');
  const [role, setRole] = useState<Role | ''>(user.role);
  const [touched, setTouched] = useState(false);
  // The server's refusal of the values sent: shown only while the form still holds them.
  const [failure, setFailure] = useState<{ username: string; role: Role | ''; message: string } | null>(null);
  const update = useUpdateAdminUser();
  const titleId = useId();
  const nameId = useId();
  const roleId = useId();

  const roles = assignableRoles(viewer);
  const options = roles.includes(user.role) ? roles : [user.role, ...roles];
  const usernameChanged = username !== (user.username ?? '');
  const roleChanged = role !== user.role;
  const nameProblem = usernameChanged || touched ? usernameProblem(username) : null;
  const roleProblem = role === '' ? 'Role is required' : role === 'owner' && roleChanged && viewer.role !== 'owner' ? OWNER_ROLE_ONLY : null;
  // The server refuses these too (lib/auth/roles.ts); here they explain a disabled Save before it is pressed.
  const ruleProblem = role === '' ? null : adminEditRefusal(viewer, { id: user.id, role: user.role }, role, Number.POSITIVE_INFINITY);
  const warning = role !== '' && roleChanged && demotesSelf(viewer, user.id, role);
  const failureNow = failure && failure.username === username && failure.role === role ? failure.message : null;
  const canSave = (usernameChanged || roleChanged) && !nameProblem && !roleProblem && !ruleProblem && !update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!canSave || role === '') return;
    setFailure(null);
    try {
      const answer = await update.mutateAsync({ id: user.id, ...(usernameChanged ? { username } : {}), ...(roleChanged ? { role } : {}) });
      onSaved(answer.user);
    } catch (error) {
      setFailure({ username, role, message: errorMessage(error, USER_UPDATE_FAILED) });
    }
  }

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.editModal}>
      <ModalHeader titleId={titleId} title={`Edit ${user.username ?? user.email ?? 'player'}`} closeLabel="Close edit user" onClose={onClose} />
      <form onSubmit={submit} noValidate>
        <ModalBody className={styles.editBody}>
          <Field
            className={styles.formField}
            id={nameId}
            label="Username"
            controlClassName={styles.control}
            error={nameProblem}
            errorRole="none"
            errorClassName={styles.error}
            value={username}
            maxLength={USERNAME_MAX}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setUsername(event.target.value)}
            onBlur={() => setTouched(true)}
            data-autofocus
          />
          <SelectField
            className={styles.formField}
            id={roleId}
            label="Role"
            controlClassName={styles.control}
            error={roleProblem ?? ruleProblem}
            errorRole="none"
            errorClassName={styles.error}
            value={role}
            onChange={(event) => setRole(event.target.value as Role | '')}
          >
            <option value="">Choose a role</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          {warning && (
            <p className={styles.warning} role="alert">
              {SELF_DEMOTION_WARNING}
            </p>
          )}
          {failureNow && (
            <p className={styles.error} role="alert">
              {failureNow}
            </p>
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="submit" disabled={!canSave}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
