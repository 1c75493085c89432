import { DeleteOutlined } from '@ant-design/icons';
import type { RoleMember } from '@workbench/contracts';
import { Alert, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from './member-picker';

export interface RoleMembersProps {
  members: readonly RoleMember[];
  /** Holders of user management may add and remove members; everyone else sees them only. */
  editable: boolean;
  onChange(next: RoleMember[]): void;
}

/** Who holds the role. Without user management the list is read-only and the save leaves members as they are. */
export function RoleMembers({ members, editable, onChange }: RoleMembersProps) {
  const { t } = useTranslation();
  return (
    <div className="wb-role-section">
      {editable ? (
        <MemberPicker members={members} onAdd={(member) => onChange([...members, member])} />
      ) : (
        <Alert type="info" showIcon title={t('adminRoles.members.readOnly')} />
      )}
      {members.length > 0 ? (
        <ul className="wb-role-members" aria-label={t('adminRoles.tab.members')}>
          {members.map((member) => (
            <li key={member.id} className="wb-role-member">
              <span>
                {member.name} <span className="wb-role-code">{member.userName}</span>
              </span>
              {editable ? (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('adminRoles.members.remove', { name: member.name || member.userName })}
                  onClick={() => onChange(members.filter((other) => other.id !== member.id))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminRoles.members.none')} />
      )}
    </div>
  );
}
